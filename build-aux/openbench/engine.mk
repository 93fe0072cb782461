# build-aux/openbench/engine.mk -- read after the engine's own Makefile by
# the Makefile beside it, for two targets automake does not have: the
# generated sources (made only for `all`), and the program copied to
# OPENBENCH_EXE (an absolute path, without the .exe a Windows build adds).
openbench-sources: $(BUILT_SOURCES)

openbench-exe: engine/acolyte$(EXEEXT)
	cp engine/acolyte$(EXEEXT) '$(OPENBENCH_EXE)$(EXEEXT)'

.PHONY: openbench-sources openbench-exe
